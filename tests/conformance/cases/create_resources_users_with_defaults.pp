$users = { 'alice' => { 'uid' => 1001 }, 'bob' => { 'uid' => 1002, 'shell' => '/bin/zsh' } }
$defaults = { 'shell' => '/bin/bash', 'ensure' => present }
create_resources('user', $users, $defaults)
