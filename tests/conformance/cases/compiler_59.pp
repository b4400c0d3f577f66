class c($a = 1) { notify { "c${a}": } }
create_resources(Class, {'c' => {a => 4}})
