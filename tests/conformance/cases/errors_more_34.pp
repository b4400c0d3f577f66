create_resources('Nosuch', {'x' => {}})
