class profile::motd($text) {
  notify { "motd ${text}": }
}
