case "x" { Integer: { notify { "int": } } String: { notify { "str": } } }
