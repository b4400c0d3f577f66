class later { notify { 'l': } }
include later
notify { 'first': before => Class['later'] }
