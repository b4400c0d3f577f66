service { 'ssh': name => 'sshd' }
service { 'sshd': }
