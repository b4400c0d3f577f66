node default { @@notify { 'from-node': } Notify <<| |>> }
