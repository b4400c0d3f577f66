node "a${x}b" { } node default { notify{"x":} }
