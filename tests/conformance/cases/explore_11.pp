$h = { '/v1' => { mode => '0600' }, '/v2' => {} }
create_resources('@file', $h, { ensure => file })
realize(File['/v1'])
