@@notify { 'e1': }
@notify { 'v1': }
Notify <<| |>>
