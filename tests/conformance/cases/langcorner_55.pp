node "a_b" { } node default { notify{"x":} }
