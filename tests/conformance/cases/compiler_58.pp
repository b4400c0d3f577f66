define d() {}
create_resources('@d', {'x' => {}})
realize(D['x'])
