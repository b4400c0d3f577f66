node /a b/ { } node default { notify{"x":} }
