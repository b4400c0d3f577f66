create_resources('@@notify', { 'e' => {} })
Notify <<| |>>
