case "abc" { /(a)(b)/: { notify { "c": message => "${1}${2}" } } default: { } }
