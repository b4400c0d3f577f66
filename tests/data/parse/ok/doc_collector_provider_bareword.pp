@package { 'a': provider => yum }
@package { 'b': provider => apt }
@package { 'c': }
Package <| provider == yum |>
