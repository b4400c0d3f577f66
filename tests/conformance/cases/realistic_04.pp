$packages = ['git', 'vim', 'tmux']
@package { $packages: ensure => installed, tag => 'devtools' }
if $facts['os']['family'] == 'Debian' {
  Package <| tag == 'devtools' and title != 'tmux' |>
}
Package <| title == 'vim' |> { ensure => latest }
