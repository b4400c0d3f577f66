define d() { @@notify { "d-${title}": } }
d { 'a': }
Notify <<| title == 'd-a' |>>
