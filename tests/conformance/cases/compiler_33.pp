class c($a = 1) { notify { "c${a}": } }
create_resources('class', {'c' => {}}, {a => 5})
