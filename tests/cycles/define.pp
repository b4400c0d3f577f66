define thing() {
  notify { "in ${title}": }
}
thing { 'one': }
notify { 'outer': require => Thing['one'], before => Notify['in one'] }
