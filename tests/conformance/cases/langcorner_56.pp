node "a b", default { notify{"x":} }
