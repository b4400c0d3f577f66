sshkey { 'h': key => 'AAA', type => 'ssh-rsa', host_aliases => ['x'], target => '/t' }
