case "abc" { /^a(.)/: { notify { "m ${1}": } } /b/: { notify { "never": } } }
