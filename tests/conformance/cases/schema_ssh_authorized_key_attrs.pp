ssh_authorized_key { 'k': user => 'u', type => 'ssh-rsa', key => 'AAAA', options => ['no-pty'], target => '/x' }
