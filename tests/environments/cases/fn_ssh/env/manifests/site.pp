notify { 'client': message => sshclient_options_to_augeas_ssh_config({ 'Host *.example.com' => { 'ForwardAgent' => 'yes', 'BatchMode' => 'yes' }, 'ForwardAgent' => 'no' }, ['StrictHostKeyChecking', 'NoneField'], { 'target' => '/etc/ssh/ssh_config' }) }
notify { 'server': message => sshserver_options_to_augeas_sshd_config({ 'Match User www-data' => { 'X11Forwarding' => 'no' }, 'AllowGroups' => ['a', 'b'] }, ['DebianBanner'], { 'target' => '/etc/ssh/sshd_config' }) }
notify { 'server_empty': message => sshserver_options_to_augeas_sshd_config({}, [], {}) }
notify { 'ipaddresses': message => [ssh::ipaddresses([], []), ssh::ipaddresses(['eth0'], []), ssh::ipaddresses([], ['^dock'])] }
