class profile::base {
  contain profile::agent
  create_resources('class', { 'profile::motd' => { 'text' => 'hi' } })
}
