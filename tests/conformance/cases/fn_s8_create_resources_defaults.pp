$h = { 'a' => { message => 'ma' }, 'b' => {} }
create_resources('notify', $h, { message => 'default', withpath => true })
