$x = sshserver_options_to_augeas_sshd_config({ 'Port' => 22 }, 'DebianBanner', {})
