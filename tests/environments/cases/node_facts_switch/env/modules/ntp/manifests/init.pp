class ntp (String $server) {
  notify { 'ntp': message => "ntp server ${server}" }
}
