node 123 { } node default { notify{"x":} }
