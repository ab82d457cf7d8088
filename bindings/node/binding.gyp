# binding.gyp — builds the bayes SQLite extension at `npm install` from the
# single C file src/bayes-amalgamation.c (written by the source tree's
# `make node-pack`), with the SQLite headers beside it.  The product is a
# SQLite loadable extension, not a Node addon, so it is a shared_library
# (node-gyp would name a loadable_module *.node): build/Release/bayes.so
# (.dylib, .dll), exporting sqlite3_bayes_init only.  Nothing is downloaded.
{
  "targets": [
    {
      "target_name": "bayes",
      "type": "shared_library",
      "product_prefix": "",
      "product_name": "bayes",
      "sources": ["src/bayes-amalgamation.c"],
      "include_dirs": ["src"],
      "conditions": [
        ["OS=='mac'", {
          "xcode_settings": {
            "GCC_SYMBOLS_PRIVATE_EXTERN": "YES",
            "OTHER_CFLAGS": ["-std=c99", "-Wno-unused-function"]
          }
        }],
        ["OS!='win' and OS!='mac'", {
          "cflags": ["-std=c99", "-fvisibility=hidden", "-Wno-unused-function"],
          "ldflags": ["-Wl,-z,nodelete"],
          "libraries": ["-lm"]
        }]
      ]
    }
  ]
}
