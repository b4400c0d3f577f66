$defaults = { 'ensure' => 'present', 'shell' => '/bin/bash' }
create_resources('user', { 'a' => { 'uid' => 1 }, 'b' => { 'shell' => '/bin/sh' } }, $defaults)
