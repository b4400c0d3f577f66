class c { notify { 'c': } }
create_resources('class', {'c' => {}})
create_resources('@notify', {'v' => {}})
