// OpenAPIGitHubErrorsAPI is generated at build time by EndpointGenPlugin, which imports github-errors.openapi.json
// (an excerpt of GitHub's REST API description, see github-errors.source.txt) on every build. The tests decode
// error bodies recorded from api.github.com through its typed errors.
@_exported import EndpointRuntime
