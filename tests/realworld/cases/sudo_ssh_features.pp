# sudo and ssh beyond the defaults: sudo::allow's users and groups (from
# users_groups.erb), a snippet; ssh's match blocks, an extra sshd
# instance and a client user's configuration, each rendered by ERB.
class { 'sudo': }
class { 'sudo::allow':
  add_users  => ['alice', 'bob'],
  add_groups => ['wheel', 'ops'],
}
sudo::conf { 'ops-defaults':
  priority => 20,
  content  => 'Defaults:%ops !lecture',
}
class { 'ssh':
  storeconfigs_enabled => false,
  validate_sshd_file   => false,
  server_options       => {
    'Port'                 => [22, 2222],
    'PermitRootLogin'      => 'prohibit-password',
    'AuthorizedKeysFile'   => '.ssh/authorized_keys',
    'Subsystem'            => 'sftp /usr/lib/openssh/sftp-server',
    'Match Group sftponly' => { 'ChrootDirectory' => '%h', 'ForceCommand' => 'internal-sftp' },
  },
  client_options       => { 'Host *' => { 'ServerAliveInterval' => 60, 'SendEnv' => 'LANG LC_*' } },
  server_match_block   => {
    'admins' => { 'type' => 'group', 'options' => { 'AllowTcpForwarding' => 'yes', 'X11Forwarding' => 'no' } },
  },
  users_client_options => {
    'deploy' => { 'options' => { 'Host git.example.com' => { 'IdentityFile' => '~/.ssh/deploy' } } },
  },
  server_instances     => {
    'internal' => { 'options' => { 'sshd_config' => { 'Port' => 2022, 'ListenAddress' => '10.0.0.5' } } },
  },
}
ssh::server::config::setting { 'banner_text':
  key   => 'DebianBanner',
  value => 'no',
}
