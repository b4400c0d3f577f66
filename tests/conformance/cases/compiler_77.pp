create_resources('@@class', {})
