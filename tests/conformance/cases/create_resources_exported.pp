create_resources('@@notify', { 'e' => {} })
