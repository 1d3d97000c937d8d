// See include/EndpointCurl.h.

#include "EndpointCurl.h"

#if defined(__linux__)

#include <dlfcn.h>
#include <pthread.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <unistd.h>

// MARK: - Loading

// libcurl's own declarations, restated (curl/curl.h is not installed with the toolchain).
typedef int (*curl_global_init_fn)(long flags);
typedef void *(*curl_easy_init_fn)(void);
typedef void (*curl_easy_cleanup_fn)(void *handle);
typedef int (*curl_easy_perform_fn)(void *handle);
typedef const char *(*curl_easy_strerror_fn)(int code);
typedef int (*curl_easy_setopt_fn)(void *handle, int option, ...);
typedef int (*curl_easy_getinfo_fn)(void *handle, int info, ...);
typedef void *(*curl_slist_append_fn)(void *list, const char *string);
typedef void (*curl_slist_free_all_fn)(void *list);

enum {
    CURL_GLOBAL_ALL = 3,
    CURLOPT_SOCKOPTFUNCTION = 20148,
    CURLOPT_SOCKOPTDATA = 10149,
    CURLOPT_CLOSESOCKETFUNCTION = 20208,
    CURLOPT_CLOSESOCKETDATA = 10209,
    CURL_SOCKOPT_OK = 0,
    CURL_SOCKOPT_ERROR = 1,
};

static struct {
    curl_easy_init_fn easy_init;
    curl_easy_cleanup_fn easy_cleanup;
    curl_easy_perform_fn easy_perform;
    curl_easy_strerror_fn easy_strerror;
    curl_easy_setopt_fn easy_setopt;
    curl_easy_getinfo_fn easy_getinfo;
    curl_slist_append_fn slist_append;
    curl_slist_free_all_fn slist_free_all;
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static int loaded = 0;
static const char *load_error = NULL;

static void load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        load_error = "libcurl.so.4 could not be opened";
        return;
    }
    curl_global_init_fn global_init = (curl_global_init_fn)dlsym(library, "curl_global_init");
    curl.easy_init = (curl_easy_init_fn)dlsym(library, "curl_easy_init");
    curl.easy_cleanup = (curl_easy_cleanup_fn)dlsym(library, "curl_easy_cleanup");
    curl.easy_perform = (curl_easy_perform_fn)dlsym(library, "curl_easy_perform");
    curl.easy_strerror = (curl_easy_strerror_fn)dlsym(library, "curl_easy_strerror");
    curl.easy_setopt = (curl_easy_setopt_fn)dlsym(library, "curl_easy_setopt");
    curl.easy_getinfo = (curl_easy_getinfo_fn)dlsym(library, "curl_easy_getinfo");
    curl.slist_append = (curl_slist_append_fn)dlsym(library, "curl_slist_append");
    curl.slist_free_all = (curl_slist_free_all_fn)dlsym(library, "curl_slist_free_all");
    if (!global_init || !curl.easy_init || !curl.easy_cleanup || !curl.easy_perform || !curl.easy_strerror
        || !curl.easy_setopt || !curl.easy_getinfo || !curl.slist_append || !curl.slist_free_all) {
        load_error = "libcurl.so.4 lacks a function the transport needs";
        return;
    }
    // Reference-counted by libcurl, so FoundationNetworking's own initialisation is unaffected.
    if (global_init(CURL_GLOBAL_ALL) != 0) {
        load_error = "libcurl could not be initialised";
        return;
    }
    loaded = 1;
}

int endpoint_curl_load(void) {
    pthread_once(&load_once, load);
    return loaded;
}

const char *endpoint_curl_load_error(void) {
    pthread_once(&load_once, load);
    return load_error;
}

// MARK: - Calls

void *endpoint_curl_easy_init(void) { return endpoint_curl_load() ? curl.easy_init() : NULL; }
void endpoint_curl_easy_cleanup(void *handle) { curl.easy_cleanup(handle); }
int endpoint_curl_easy_perform(void *handle) { return curl.easy_perform(handle); }
const char *endpoint_curl_easy_strerror(int code) { return curl.easy_strerror(code); }

int endpoint_curl_setopt_long(void *handle, int option, long value) {
    return curl.easy_setopt(handle, option, value);
}
int endpoint_curl_setopt_offset(void *handle, int option, int64_t value) {
    return curl.easy_setopt(handle, option, (long long)value);
}
int endpoint_curl_setopt_pointer(void *handle, int option, const void *value) {
    return curl.easy_setopt(handle, option, value);
}
int endpoint_curl_setopt_data_callback(void *handle, int option, endpoint_curl_data_callback callback) {
    return curl.easy_setopt(handle, option, callback);
}
int endpoint_curl_setopt_progress_callback(void *handle, int option, endpoint_curl_progress_callback callback) {
    return curl.easy_setopt(handle, option, callback);
}

int endpoint_curl_getinfo_long(void *handle, int info, long *value) {
    return curl.easy_getinfo(handle, info, value);
}

void *endpoint_curl_slist_append(void *list, const char *string) { return curl.slist_append(list, string); }
void endpoint_curl_slist_free_all(void *list) { curl.slist_free_all(list); }

// MARK: - Sockets of one transfer

enum { MAXIMUM_TRACKED_SOCKETS = 8 };

struct endpoint_curl_sockets {
    pthread_mutex_t lock;
    int cancelled;
    int count;
    int descriptors[MAXIMUM_TRACKED_SOCKETS];
};

endpoint_curl_sockets *endpoint_curl_sockets_create(void) {
    endpoint_curl_sockets *sockets = calloc(1, sizeof(endpoint_curl_sockets));
    if (sockets != NULL) pthread_mutex_init(&sockets->lock, NULL);
    return sockets;
}

void endpoint_curl_sockets_free(endpoint_curl_sockets *sockets) {
    if (sockets == NULL) return;
    pthread_mutex_destroy(&sockets->lock);
    free(sockets);
}

/// Called by libcurl for each socket it opened, before connecting: records it, or refuses it when cancelled
/// (or when more are open than can be recorded, which libcurl never does for one transfer).
static int socket_opened(void *context, int descriptor, int purpose) {
    (void)purpose;
    endpoint_curl_sockets *sockets = context;
    pthread_mutex_lock(&sockets->lock);
    int result = CURL_SOCKOPT_ERROR;
    if (!sockets->cancelled && sockets->count < MAXIMUM_TRACKED_SOCKETS) {
        sockets->descriptors[sockets->count++] = descriptor;
        result = CURL_SOCKOPT_OK;
    }
    pthread_mutex_unlock(&sockets->lock);
    return result;
}

/// Called by libcurl instead of `close`: forgets the socket and closes it under the lock, so a cancellation never
/// shuts down a descriptor number the process has reused for something else.
static int socket_closing(void *context, int descriptor) {
    endpoint_curl_sockets *sockets = context;
    pthread_mutex_lock(&sockets->lock);
    for (int index = 0; index < sockets->count; index++) {
        if (sockets->descriptors[index] == descriptor) {
            sockets->descriptors[index] = sockets->descriptors[--sockets->count];
            break;
        }
    }
    int result = close(descriptor);
    pthread_mutex_unlock(&sockets->lock);
    return result;
}

int endpoint_curl_sockets_track(endpoint_curl_sockets *sockets, void *handle) {
    int result = curl.easy_setopt(handle, CURLOPT_SOCKOPTFUNCTION, socket_opened);
    if (result == 0) result = curl.easy_setopt(handle, CURLOPT_SOCKOPTDATA, sockets);
    if (result == 0) result = curl.easy_setopt(handle, CURLOPT_CLOSESOCKETFUNCTION, socket_closing);
    if (result == 0) result = curl.easy_setopt(handle, CURLOPT_CLOSESOCKETDATA, sockets);
    return result;
}

void endpoint_curl_sockets_cancel(endpoint_curl_sockets *sockets) {
    pthread_mutex_lock(&sockets->lock);
    sockets->cancelled = 1;
    for (int index = 0; index < sockets->count; index++) shutdown(sockets->descriptors[index], SHUT_RDWR);
    pthread_mutex_unlock(&sockets->lock);
}

int endpoint_curl_sockets_is_cancelled(endpoint_curl_sockets *sockets) {
    pthread_mutex_lock(&sockets->lock);
    int cancelled = sockets->cancelled;
    pthread_mutex_unlock(&sockets->lock);
    return cancelled;
}

#endif
