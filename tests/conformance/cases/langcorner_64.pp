node "é" { } node default { notify{"x":} }
