node _a { } node default { notify { "a": } }
