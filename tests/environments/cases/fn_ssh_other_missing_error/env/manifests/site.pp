$x = sshclient_options_to_augeas_ssh_config({ 'Port' => 22 }, ['x'])
