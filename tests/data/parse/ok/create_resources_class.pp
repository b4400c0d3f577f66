class web($port = 80) { notify { "web ${port}": } }
create_resources('class', { 'web' => { 'port' => 81 } })
