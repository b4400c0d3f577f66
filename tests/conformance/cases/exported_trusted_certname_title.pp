@@notify { "exported-${trusted['certname']}": }
Notify <<| |>>
