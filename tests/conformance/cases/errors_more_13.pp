create_resources('nosuch', {'x' => {}})
