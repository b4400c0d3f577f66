node "a", "b" { } node default { notify { "a": } }
