// The few libcurl calls EndpointRuntime's Linux transport (`CurlHTTPClient`) makes, loaded at run time.
//
// libcurl (`libcurl.so.4`) is already in every Linux process that uses FoundationNetworking, which links it, but
// its headers and its unversioned `libcurl.so` are not installed with the Swift toolchain. So nothing here
// includes `curl/curl.h` or links `-lcurl`: the library is opened with `dlopen` and its functions found with
// `dlsym`, and the handful of option numbers used are declared by the Swift side (they are part of libcurl's
// stable ABI). These wrappers also give Swift non-variadic entry points for `curl_easy_setopt` and
// `curl_easy_getinfo`, which C declares variadic.
//
// Built on Linux only (EndpointRuntime depends on it there); elsewhere the file is empty.

#ifndef ENDPOINT_CURL_H
#define ENDPOINT_CURL_H

#include <stddef.h>
#include <stdint.h>

/// A data callback as libcurl declares it (`CURLOPT_WRITEFUNCTION`, `CURLOPT_HEADERFUNCTION`, `CURLOPT_READFUNCTION`).
typedef size_t (*endpoint_curl_data_callback)(char *buffer, size_t size, size_t count, void *context);
/// A progress callback as libcurl declares it (`CURLOPT_XFERINFOFUNCTION`); non-zero aborts the transfer.
typedef int (*endpoint_curl_progress_callback)(
    void *context, int64_t download_total, int64_t download_now, int64_t upload_total, int64_t upload_now);

/// Opens libcurl once (thread-safe) and initialises it; 1 when it can be used, 0 otherwise.
int endpoint_curl_load(void);
/// Why `endpoint_curl_load` failed, or NULL.
const char *endpoint_curl_load_error(void);

/// `curl_easy_init`, `curl_easy_cleanup`, `curl_easy_perform`, `curl_easy_strerror`.
void *endpoint_curl_easy_init(void);
void endpoint_curl_easy_cleanup(void *handle);
int endpoint_curl_easy_perform(void *handle);
const char *endpoint_curl_easy_strerror(int code);

/// `curl_easy_setopt` for each kind of argument.
int endpoint_curl_setopt_long(void *handle, int option, long value);
int endpoint_curl_setopt_offset(void *handle, int option, int64_t value);
int endpoint_curl_setopt_pointer(void *handle, int option, const void *value);
int endpoint_curl_setopt_data_callback(void *handle, int option, endpoint_curl_data_callback callback);
int endpoint_curl_setopt_progress_callback(void *handle, int option, endpoint_curl_progress_callback callback);

/// `curl_easy_getinfo` for a `long` result.
int endpoint_curl_getinfo_long(void *handle, int info, long *value);

/// `curl_slist_append` and `curl_slist_free_all`.
void *endpoint_curl_slist_append(void *list, const char *string);
void endpoint_curl_slist_free_all(void *list);

// MARK: Sockets of one transfer

/// The sockets one transfer's easy handle opened, so another thread can cancel the transfer at once: shutting a
/// socket down wakes libcurl's `poll` at once, where a flag alone is seen only at the next progress callback.
typedef struct endpoint_curl_sockets endpoint_curl_sockets;

/// A new, empty record; free it with `endpoint_curl_sockets_free` only after `curl_easy_cleanup` of its handle.
endpoint_curl_sockets *endpoint_curl_sockets_create(void);
void endpoint_curl_sockets_free(endpoint_curl_sockets *sockets);
/// Installs `CURLOPT_SOCKOPTFUNCTION` and `CURLOPT_CLOSESOCKETFUNCTION` on `handle` so `sockets` knows every
/// open socket of it; 0 on success.
int endpoint_curl_sockets_track(endpoint_curl_sockets *sockets, void *handle);
/// Marks the transfer cancelled and shuts down each of its open sockets (a socket opened later is refused).
void endpoint_curl_sockets_cancel(endpoint_curl_sockets *sockets);
/// Whether `endpoint_curl_sockets_cancel` was called.
int endpoint_curl_sockets_is_cancelled(endpoint_curl_sockets *sockets);

#endif
