case "B" { "b": { notify { "lower": } } default: { notify { "d": } } }
