case "a" { default: { notify { "d1": } } "a": { notify { "a": } } }
