notify { 'a': message => [$facts['networking']['hostname'], $trusted['certname'], $server_facts =~ Hash, $environment] }
