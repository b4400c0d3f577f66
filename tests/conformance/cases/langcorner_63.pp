node 1.2.3 { } node default { notify{"x":} }
