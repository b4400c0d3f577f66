@@sshkey { 'host1': type => 'ssh-rsa', key => 'AAA' }
Sshkey <<| |>>
