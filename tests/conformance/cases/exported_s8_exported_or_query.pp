@@notify { 'e': }
Notify <<| title == 'e' or title == 'f' |>>
@@notify { 'f': }
