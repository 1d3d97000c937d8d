/// The `OpenAPIDropletsAPI` fixture's document in JSON, as a vendor that publishes JSON would: the same operations
/// and components (`BoundaryConfigurationCommandTests`).
let dropletsJSON = #"""
    {
      "openapi": "3.0.3",
      "info": {
        "title": "Droplets API",
        "version": "1"
      },
      "servers": [
        {
          "url": "https://api.droplets.example.com/v2"
        }
      ],
      "paths": {
        "/droplets": {
          "get": {
            "operationId": "list_droplets",
            "parameters": [
              {
                "name": "tag_name",
                "in": "query",
                "schema": {
                  "type": "string"
                }
              },
              {
                "name": "page",
                "in": "query",
                "schema": {
                  "type": "integer"
                }
              }
            ],
            "responses": {
              "200": {
                "description": "The droplets, in pages.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/DropletList"
                    }
                  }
                }
              },
              "401": {
                "description": "The token is missing or wrong.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    }
                  }
                }
              }
            }
          },
          "post": {
            "operationId": "create_droplet",
            "requestBody": {
              "required": true,
              "content": {
                "application/json": {
                  "schema": {
                    "$ref": "#/components/schemas/DropletCreate"
                  }
                }
              }
            },
            "responses": {
              "202": {
                "description": "The droplet, being created.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/DropletResponse"
                    }
                  }
                }
              },
              "422": {
                "description": "The request was understood but not accepted.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    }
                  }
                }
              }
            }
          }
        },
        "/droplets/{droplet_id}": {
          "get": {
            "operationId": "get_droplet",
            "parameters": [
              {
                "name": "droplet_id",
                "in": "path",
                "required": true,
                "schema": {
                  "type": "integer"
                }
              }
            ],
            "responses": {
              "200": {
                "description": "The droplet.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/DropletResponse"
                    }
                  }
                }
              },
              "404": {
                "description": "No such droplet.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    }
                  }
                }
              }
            }
          }
        },
        "/droplets/{droplet_id}/actions": {
          "get": {
            "operationId": "watch_droplet_actions",
            "parameters": [
              {
                "name": "droplet_id",
                "in": "path",
                "required": true,
                "schema": {
                  "type": "integer"
                }
              }
            ],
            "responses": {
              "200": {
                "description": "The droplet's actions as they happen, one server-sent event each.",
                "content": {
                  "text/event-stream": {
                    "schema": {
                      "$ref": "#/components/schemas/Action"
                    }
                  }
                }
              },
              "404": {
                "description": "No such droplet.",
                "content": {
                  "application/json": {
                    "schema": {
                      "$ref": "#/components/schemas/Error"
                    }
                  }
                }
              }
            }
          }
        }
      },
      "components": {
        "schemas": {
          "Droplet": {
            "type": "object",
            "required": [
              "id",
              "name",
              "memory"
            ],
            "properties": {
              "id": {
                "type": "integer"
              },
              "name": {
                "type": "string"
              },
              "memory": {
                "type": "integer",
                "description": "Megabytes of memory."
              },
              "region": {
                "$ref": "#/components/schemas/Region"
              }
            }
          },
          "Region": {
            "type": "string",
            "enum": [
              "nyc1",
              "ams3"
            ]
          },
          "DropletResponse": {
            "type": "object",
            "required": [
              "droplet"
            ],
            "properties": {
              "droplet": {
                "$ref": "#/components/schemas/Droplet"
              }
            }
          },
          "DropletList": {
            "type": "object",
            "required": [
              "data"
            ],
            "properties": {
              "data": {
                "$ref": "#/components/schemas/DropletPage"
              }
            }
          },
          "DropletPage": {
            "type": "object",
            "required": [
              "items"
            ],
            "properties": {
              "items": {
                "type": "array",
                "items": {
                  "$ref": "#/components/schemas/Droplet"
                }
              }
            }
          },
          "DropletCreate": {
            "type": "object",
            "required": [
              "name",
              "size"
            ],
            "properties": {
              "name": {
                "type": "string"
              },
              "size": {
                "type": "string",
                "description": "The slug of a size, such as s-1vcpu-1gb."
              },
              "tags": {
                "type": "array",
                "items": {
                  "type": "string"
                }
              }
            }
          },
          "Action": {
            "type": "object",
            "required": [
              "id",
              "type",
              "status"
            ],
            "properties": {
              "id": {
                "type": "integer"
              },
              "type": {
                "type": "string",
                "description": "What the action does: power_on, power_off, resize…"
              },
              "status": {
                "type": "string",
                "description": "in-progress, completed or errored"
              }
            }
          },
          "Error": {
            "type": "object",
            "required": [
              "id",
              "message"
            ],
            "properties": {
              "id": {
                "type": "string"
              },
              "message": {
                "type": "string"
              }
            }
          }
        }
      }
    }
    """#
