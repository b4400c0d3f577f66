create_resources('user', { 'a' => { uid => 1 }, 'b' => { uid => 2 } }, { shell => '/bin/sh' })
